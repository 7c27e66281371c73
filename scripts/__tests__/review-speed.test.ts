import { judged } from '../review/judge';
import { routeResult as result } from './route-result';

describe("the review's speed judgement of a route, preview against live", () => {
  it('names a preview that doubles the scripts the route loads, by their bytes', () => {
    expect(judged('/privacypolicy', result({}), result({ jsKb: 192 })).named).toEqual(['more JavaScript than live']);
    expect(judged('/privacypolicy', result({}), result({ jsKb: 161 })).named).toEqual([]);
  });

  it('names a timing budget the preview alone misses only when it is slower than live beyond the noise', () => {
    const live = result({ tbtMs: 40 }, [30, 60]);
    const noisy = result({ tbtMs: 240, misses: ['tbt'] }, [30, 320]);
    expect(judged('/privacypolicy', live, noisy).named).toEqual([]);
    const slower = result({ tbtMs: 400, misses: ['tbt'] }, [380, 420]);
    expect(judged('/privacypolicy', live, slower).named).toEqual(['past its tbt budget', 'TBT longer than live']);
    expect(judged('/privacypolicy', live, result({ tbtMs: 40, misses: ['js'], jsKb: 300 }, [30, 60])).named).toEqual([
      'past its js budget',
      'more JavaScript than live',
    ]);
  });
});
