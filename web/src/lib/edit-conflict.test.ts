import { describe, expect, it } from 'vitest';
import { conflictNote, conflictOf } from './edit-conflict';

describe('a stale edit’s answer', () => {
  it('reads the conflict of a 409 and says who changed the row, and when', () => {
    const changedAt = new Date(2026, 11, 2, 15, 2).getTime();
    const conflict = conflictOf({
      success: false,
      message: 'This was changed on another device since you opened it.',
      conflict: { current: { name: 'Taro Cloud' }, changedBy: 'Lone Star Boba Co.', changedAt },
    });
    expect(conflict).toEqual({ current: { name: 'Taro Cloud' }, changedBy: 'Lone Star Boba Co.', changedAt });
    expect(conflictNote(conflict!)).toBe('Changed on another device by Lone Star Boba Co. at 3:02 PM');
  });

  it('says less when nobody is known, and finds no conflict in other answers', () => {
    expect(conflictNote({ changedBy: null, changedAt: null })).toBe('Changed on another device');
    expect(conflictOf({ success: false, message: 'Taken', fields: { name: 'Taken' } })).toBeUndefined();
    expect(conflictOf(null)).toBeUndefined();
  });
});
