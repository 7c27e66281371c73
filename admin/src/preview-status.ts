/**
 * The commit status the pull-request pipeline posts on a previewed head, which the editor's
 * "View preview" reads (Decap's GitHub backend: the combined status of the draft's pull request
 * head, the first status whose context contains `preview_context`, its `target_url`).
 */
export const previewStatusContext = 'deploy/preview';
