import { describe, expect, it } from 'vitest';
import { createMemo, MEMO_TTL_MS } from './memo';

type Row = { user: string; text: string };

/** A memo of rows on a clock the test moves. */
function memoOf() {
  let now = Date.UTC(2026, 10, 22);
  const memo = createMemo<Row>({ max: 100, userOf: (row) => row.user, now: () => now });
  return { memo, after: (ms: number) => (now += ms) };
}

/** A load that answers `row` once `release` is called, to hold it while something changes. */
function held(row: Row) {
  let release = () => {};
  const loaded = new Promise<Row>((resolve) => (release = () => resolve(row)));
  return { load: () => loaded, release: () => release() };
}

const row = (user: string, text = 'old') => ({ user, text });
const loadOf = (value: Row | undefined) => async () => value;

describe('createMemo', () => {
  it('answers from memory until its time to live has passed on the clock', async () => {
    const { memo, after } = memoOf();
    expect(await memo.remember('a', loadOf(row('ann')))).toEqual(row('ann'));
    after(MEMO_TTL_MS - 1);
    expect(await memo.remember('a', loadOf(row('ann', 'new')))).toEqual(row('ann'));
    after(1);
    expect(await memo.remember('a', loadOf(row('ann', 'new')))).toEqual(row('ann', 'new'));
  });

  it('keeps nothing for a key whose load found nothing', async () => {
    const { memo } = memoOf();
    expect(await memo.remember('a', loadOf(undefined))).toBeUndefined();
    expect(await memo.remember('a', loadOf(row('ann')))).toEqual(row('ann'));
  });

  it("forgets one key, or every value of one user and no one else's", async () => {
    const { memo } = memoOf();
    for (const [key, user] of [
      ['a', 'ann'],
      ['b', 'ann'],
      ['c', 'bob'],
    ] as const)
      await memo.remember(key, loadOf(row(user)));
    memo.forget('a');
    expect(await memo.remember('a', loadOf(row('ann', 'new')))).toEqual(row('ann', 'new'));
    expect(await memo.remember('b', loadOf(row('ann', 'new')))).toEqual(row('ann'));
    memo.forgetUser('ann');
    expect(await memo.remember('b', loadOf(row('ann', 'new')))).toEqual(row('ann', 'new'));
    expect(await memo.remember('c', loadOf(row('bob', 'new')))).toEqual(row('bob'));
    memo.forgetAll();
    expect(await memo.remember('c', loadOf(row('bob', 'newer')))).toEqual(row('bob', 'newer'));
  });

  it('never keeps a value loaded while a change was forgotten', async () => {
    const { memo } = memoOf();
    const first = held(row('ann'));
    const answering = memo.remember('a', first.load);
    memo.forgetUser('someone-else');
    first.release();
    expect(await answering).toEqual(row('ann'));
    expect(await memo.remember('a', loadOf(row('ann', 'new')))).toEqual(row('ann', 'new'));
  });

  it('while changes may go unheard, answers nothing from memory and keeps nothing; once heard again, starts afresh', async () => {
    const { memo } = memoOf();
    await memo.remember('a', loadOf(row('ann', 'before')));
    const during = held(row('bob', 'read during the gap'));
    const reading = memo.remember('b', during.load);
    memo.listening(false);
    during.release();
    await reading;
    expect(await memo.remember('a', loadOf(row('ann', 'gap 1')))).toEqual(row('ann', 'gap 1'));
    expect(await memo.remember('a', loadOf(row('ann', 'gap 2')))).toEqual(row('ann', 'gap 2'));
    memo.listening(true);
    expect(await memo.remember('b', loadOf(row('bob', 'after')))).toEqual(row('bob', 'after'));
    expect(await memo.remember('a', loadOf(row('ann', 'after')))).toEqual(row('ann', 'after'));
    expect(await memo.remember('a', loadOf(row('ann', 'again')))).toEqual(row('ann', 'after'));
  });
});
