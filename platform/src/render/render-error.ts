/** A render that cannot publish: the message names the remote or the route, and what failed. */
export class RenderError extends Error {
  override name = 'RenderError';
}
