import { remoteNames, type RemoteName } from '../contracts';

/** The class prefix of each remote's own elements: its styles are scoped by it, so its markup carries it. */
export const partClassPrefixes: Record<RemoteName, string> = {
  products: 'prd-',
  services: 'svc-',
  forms: 'frm-',
  legal: 'lgl-',
};

/** The part that drew a node: the remote whose class prefix the node or its nearest ancestor carries, or the shell. */
export function ownerOf(node: Node | null): string | undefined {
  if (!node) return undefined;
  for (let element = node instanceof Element ? node : node.parentElement; element; element = element.parentElement) {
    const classes = [...element.classList];
    const owner = remoteNames.find((name) => classes.some((value) => value.startsWith(partClassPrefixes[name])));
    if (owner) return owner;
  }
  return 'shell';
}
