import type { ApiProps, RemoteModules } from '@radix/site-kit';

function SubscribeForm({ apiBaseUrl }: ApiProps) {
  return (
    <form aria-label="SubscribeForm" data-api={apiBaseUrl}>
      <button type="submit">Send</button>
    </form>
  );
}

export default SubscribeForm satisfies RemoteModules['forms/SubscribeForm'];
