/** The path the editor is served under, on its own origin and by `npm start`. */
export const editorPath = '/admin/';
/** The editor's development server under `npm start`: http://127.0.0.1:3080/admin/. */
export const editorDevPort = 3080;
/** decap-server's port under `npm start` (its own default). */
export const proxyPort = 8081;
