import type { ApiProps, RemoteModules } from '@radix/site-kit';

function GetInTouchForm({ apiBaseUrl }: ApiProps) {
  return (
    <form aria-label="GetInTouchForm" data-api={apiBaseUrl}>
      <button type="submit">Send</button>
    </form>
  );
}

export default GetInTouchForm satisfies RemoteModules['forms/GetInTouchForm'];
