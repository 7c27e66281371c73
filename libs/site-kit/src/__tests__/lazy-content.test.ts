import { contentLoader } from '../lazy-content';

describe('contentLoader', () => {
  it('loads each key once and hands every caller the same promise', async () => {
    const loaders = { a: jest.fn(async () => 'A'), b: jest.fn(async () => 'B') };
    const load = contentLoader(loaders);
    expect(load('a')).toBe(load('a'));
    expect(await load('a')).toBe('A');
    expect(await load('b')).toBe('B');
    expect(loaders.a).toHaveBeenCalledTimes(1);
    expect(loaders.b).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const a = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('A');
    const load = contentLoader<'a', string>({ a });
    await expect(load('a')).rejects.toThrow('chunk failed');
    expect(await load('a')).toBe('A');
    expect(a).toHaveBeenCalledTimes(2);
  });
});
