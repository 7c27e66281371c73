/**
 * The content editor's sign-in with GitHub, which the edge answers on the editor's origin (the
 * editor's `backend.base_url`, its `auth_endpoint` the first path without its leading slash): the
 * popup the editor opens, and the page GitHub sends the editor's user back to, which the GitHub
 * OAuth App names as its callback URL.
 */
export const editorSignInPaths = { auth: '/admin/auth', callback: '/admin/callback' } as const;

/** GitHub's OAuth endpoints, at `githubOAuthOrigin` (or the local stand-in's origin). */
export const githubOAuthPaths = {
  authorize: '/login/oauth/authorize',
  accessToken: '/login/oauth/access_token',
} as const;

export const githubOAuthOrigin = 'https://github.com';

/** The scopes the editor may ask for: the repository's contents and pull requests, private or public. */
export const editorScopes = ['repo', 'public_repo'] as const;
