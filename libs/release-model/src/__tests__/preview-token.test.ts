import {
  claimedPreview,
  localNamedPreviewSecret,
  localPreviewSecret,
  previewSecretFrom,
  previewSecretNameOf,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewClaims,
} from '../preview-token';

const secret = 'a secret of the worker';
const now = new Date('2026-11-26T12:00:00Z');
const inAnHour = Math.floor(now.getTime() / 1000) + 3600;
const claims: PreviewClaims = { preview: 'preview', site: 'site-0123456789ab', exp: inAnHour };
const verify = (token: string | undefined, options: { secret?: string; preview?: string; at?: Date } = {}) =>
  verifyPreviewToken(token, options.secret ?? secret, {
    preview: options.preview ?? 'preview',
    now: options.at ?? now,
  });

describe('preview tokens', () => {
  it('verify to their claims when signed with the same secret, for the same preview, before they expire', async () => {
    const token = await signPreviewToken(claims, secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token, { at: new Date((inAnHour - 1) * 1000) })).toEqual(claims);
  });

  it('are refused once expired', async () => {
    const token = await signPreviewToken(claims, secret);
    expect(await verify(token, { at: new Date(inAnHour * 1000) })).toBe('expired');
    expect(await verify(await signPreviewToken({ ...claims, exp: inAnHour - 7200 }, secret))).toBe('expired');
  });

  it('are refused when their claims or their signature were changed', async () => {
    const token = await signPreviewToken(claims, secret);
    const [payload = '', signature = ''] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: inAnHour + 365 * 24 * 3600 })).toString('base64url');
    expect(await verify(`${longer}.${signature}`)).toBe('invalid');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
    expect(await verify(`${payload}.${flipped}`)).toBe('invalid');
    expect(await verify(`${payload}.`)).toBe('invalid');
    expect(await verify(`${token}.more`)).toBe('invalid');
    expect(await verify('not a token')).toBe('invalid');
  });

  it('are refused when signed with another secret', async () => {
    expect(await verify(await signPreviewToken(claims, 'the local default'))).toBe('invalid');
    expect(await verify(await signPreviewToken(claims, secret), { secret: 'another worker' })).toBe('invalid');
  });

  it('open only the preview they name', async () => {
    const forPullRequest = await signPreviewToken({ preview: 'pr-7', exp: inAnHour }, secret);
    expect(await verify(forPullRequest)).toBe('another preview');
    expect(await verify(forPullRequest, { preview: 'pr-7' })).toEqual({ preview: 'pr-7', exp: inAnHour });
  });

  it('are refused when missing, or when signed claims are not claims', async () => {
    expect(await verify(undefined)).toBe('missing');
    expect(await verify('')).toBe('missing');
    const [, signature] = (await signPreviewToken(claims, secret)).split('.');
    const notJson = Buffer.from('{"preview":').toString('base64url');
    expect(await verify(`${notJson}.${signature}`)).toBe('invalid');
    for (const odd of [
      { exp: inAnHour },
      { preview: 'preview', exp: 'soon' },
      { preview: 'preview', exp: inAnHour, site: 7 },
    ]) {
      expect(await verify(await signPreviewToken(odd as unknown as PreviewClaims, secret))).toBe('invalid');
    }
  });
});

describe('the secret of a preview', () => {
  it("is production's for the unnamed preview, and the named previews' own for any other", () => {
    expect(previewSecretNameOf('preview')).toBe('PREVIEW_SECRET');
    expect(previewSecretNameOf('pr-7')).toBe('NAMED_PREVIEW_SECRET');
  });

  it('is chosen by the preview a token claims, whatever its signature; a token of no claims names none', async () => {
    expect(claimedPreview(await signPreviewToken({ preview: 'pr-7', exp: inAnHour }, 'any key'))).toBe('pr-7');
    expect(claimedPreview(await signPreviewToken(claims, secret))).toBe('preview');
    for (const odd of [undefined, '', 'not a token', `${Buffer.from('{"exp":1}').toString('base64url')}.x`])
      expect(claimedPreview(odd)).toBeUndefined();
  });
});

describe('the secret the release commands sign with', () => {
  it('is PREVIEW_SECRET wherever the store is', () => {
    expect(previewSecretFrom({ PREVIEW_SECRET: 'set' }, false)).toBe('set');
    expect(previewSecretFrom({ PREVIEW_SECRET: 'set' }, true)).toBe('set');
  });

  it('is the local default only for a store on this machine, and refused for one elsewhere', () => {
    expect(previewSecretFrom({}, true)).toBe(localPreviewSecret);
    expect(() => previewSecretFrom({ PREVIEW_SECRET: '' }, false)).toThrow(/^PREVIEW_SECRET is unset/);
  });

  it("signs a named preview with NAMED_PREVIEW_SECRET alone, never with the production's PREVIEW_SECRET", () => {
    expect(previewSecretFrom({ PREVIEW_SECRET: 'production', NAMED_PREVIEW_SECRET: 'previews' }, false, 'pr-7')).toBe(
      'previews',
    );
    expect(() => previewSecretFrom({ PREVIEW_SECRET: 'production' }, false, 'pr-7')).toThrow(
      /^NAMED_PREVIEW_SECRET is unset/,
    );
    expect(previewSecretFrom({ PREVIEW_SECRET: 'production' }, true, 'pr-7')).toBe(localNamedPreviewSecret);
    expect(previewSecretFrom({ NAMED_PREVIEW_SECRET: 'previews' }, true)).toBe(localPreviewSecret);
  });
});
