/** The cookie that puts a visitor in a canary's arm (`canary`) or the stable one (`stable`). */
export const armCookieName = 'site_arm';
