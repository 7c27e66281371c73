import { use, useState, type ComponentType, type CSSProperties } from 'react';
import { Island, mailtoHref, company, type RemoteId, type RemoteProps, type RuntimeConfig } from '@radix/site-kit';
import { isLoaded, remoteComponent, retryRemote, runtimeConfig } from '../runtime/remotes';
import { islandHydration, remoteSlotStates } from '@radix/site-kit/route-remotes';
import type { PartHeight } from '../pages/page-heights';
import { ErrorBoundary } from './error-boundary';

/** A remote's props, given directly or computed from the runtime configuration (the API base URL). */
type SlotProps<K extends RemoteId> = RemoteProps<K> | ((config: RuntimeConfig) => RemoteProps<K>);

export type RemoteSlotProps<K extends RemoteId> = {
  id: K;
  /** What the slot holds, for the loading and failure messages ("the product pages"). */
  name: string;
  /**
   * Reserved height while loading, to keep the layout from jumping: a figure, or a page's height as
   * measured on a phone and on a desktop (`PartHeight`), for a skeleton as tall as the page it stands for.
   */
  minHeight?: number | PartHeight;
} & (keyof RemoteProps<K> extends never ? { props?: undefined } : { props: SlotProps<K> });

/** The style of a slot's loading state: its reserved height, by the viewport's width for a measured one. */
function reserved(minHeight: number | PartHeight): { className: string; style: CSSProperties } {
  if (typeof minHeight === 'number') return { className: '', style: { minHeight } };
  const style = { '--part-height-narrow': `${minHeight.narrow}px`, '--part-height-wide': `${minHeight.wide}px` };
  return { className: 'remote-slot--measured', style: style as CSSProperties };
}

function SlotLoading({ name, minHeight }: { name: string; minHeight: number | PartHeight }) {
  const { className, style } = reserved(minHeight);
  return (
    <div className={`remote-slot ${remoteSlotStates.loading} ${className}`} style={style} role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span className="ms-2">Loading {name}…</span>
    </div>
  );
}

function SlotFailure({ name, onRetry }: { name: string; onRetry: () => void }) {
  const phone = company.mainPhone;
  return (
    <div className={`remote-slot ${remoteSlotStates.failed} container`} role="alert">
      <p className="mb-2 fw-semibold">Sorry, {name} could not be loaded just now.</p>
      <p className="mb-3">
        Please try again. If it keeps failing, write to <a href={mailtoHref(null)}>{company.email}</a> or call{' '}
        <a href={`tel:${phone.tel}`}>{phone.display}</a>.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function RemoteRender<K extends RemoteId>({ id, props }: { id: K; props: SlotProps<K> | undefined }) {
  const config = use(runtimeConfig());
  // `resolved` is RemoteProps<K>, checked where the slot is used; TypeScript cannot spread it onto a generic K's component.
  const Remote = remoteComponent(id) as unknown as ComponentType<object>;
  const resolved: object | undefined =
    typeof props === 'function' ? (props as (config: RuntimeConfig) => RemoteProps<K>)(config) : props;
  return <Remote {...resolved} />;
}

/**
 * A place on a page filled by a remote's module, loaded lazily and isolated from failures elsewhere:
 * an island that hydrates when `islandHydration` says (with the page when its code is loaded already).
 */
export function RemoteSlot<K extends RemoteId>({ id, name, minHeight = 240, props }: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt(retryRemote(id));
  return (
    <Island
      hydrate={isLoaded(id) ? 'page' : (islandHydration.get(id) ?? 'page')}
      fallback={<SlotLoading name={name} minHeight={minHeight} />}
    >
      <ErrorBoundary key={attempt} fallback={() => <SlotFailure name={name} onRetry={retry} />}>
        <RemoteRender id={id} props={props as SlotProps<K> | undefined} />
      </ErrorBoundary>
    </Island>
  );
}
