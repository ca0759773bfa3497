import { describe, expect, it } from 'vitest';
import { filterFranchises, franchiseListReducer, initialFranchiseList, type FranchiseListState } from './franchise-list-state';
import type { ChatFranchise, ChatMessage } from './types';

const franchise = (id: string, name: string, conversationId: string | null, unread = 0, lastAt: string | null = null): ChatFranchise => ({
  _id: id,
  conversationId,
  unreadMessagesCount: unread,
  franchise: { name, image: null },
  lastMessage: lastAt ? { text: `Last of ${name}`, sender: id, createdAt: lastAt } : null,
});
const message = (conversationId: string, sender: string, text = 'Hi'): ChatMessage => ({
  _id: crypto.randomUUID(),
  conversationId,
  sender,
  text,
  createdAt: new Date().toISOString(),
  clientId: null,
});
const loaded = (): FranchiseListState =>
  franchiseListReducer(initialFranchiseList, {
    type: 'loaded',
    franchises: [franchise('f1', 'Pearl Partners San Jose', 'c1', 2), franchise('f2', 'Lone Star Boba Co.', 'c2'), franchise('f3', 'Tea Garden', null)],
  });
const unread = (state: FranchiseListState) => Object.fromEntries(state.franchises.map((f) => [f._id, f.unreadMessagesCount]));

describe('unread badges', () => {
  it('adds one for a message in a conversation that is not open', () => {
    let state = franchiseListReducer(loaded(), { type: 'opened', franchiseId: 'f2' });
    state = franchiseListReducer(state, { type: 'message', message: message('c1', 'f1'), myId: 'admin' });
    expect(unread(state)).toEqual({ f1: 3, f2: 0, f3: 0 });
  });

  it('does not count messages in the open conversation', () => {
    let state = franchiseListReducer(loaded(), { type: 'opened', franchiseId: 'f2' });
    state = franchiseListReducer(state, { type: 'message', message: message('c2', 'f2'), myId: 'admin' });
    expect(unread(state).f2).toBe(0);
  });

  it('clears the count when the conversation is opened', () => {
    const state = franchiseListReducer(loaded(), { type: 'opened', franchiseId: 'f1' });
    expect(unread(state).f1).toBe(0);
    expect(state.openId).toBe('f1');
  });

  it('never counts the admin’s own messages, and ignores unknown conversations', () => {
    const state = loaded();
    const mine = franchiseListReducer(state, { type: 'message', message: message('c2', 'admin', 'On its way'), myId: 'admin' });
    expect(unread(mine)).toEqual(unread(state));
    expect(mine.franchises.find((f) => f._id === 'f2')?.lastMessage).toMatchObject({ text: 'On its way', sender: 'admin' });
    expect(franchiseListReducer(state, { type: 'message', message: message('c9', 'f9'), myId: 'admin' })).toBe(state);
  });

  it('finds a franchise by sender when its conversation was made after the list loaded', () => {
    const state = franchiseListReducer(loaded(), { type: 'message', message: message('c3', 'f3'), myId: 'admin' });
    expect(state.franchises.find((f) => f._id === 'f3')).toMatchObject({ conversationId: 'c3', unreadMessagesCount: 1 });
  });

  it('keeps the open conversation at zero when the list is reloaded', () => {
    const opened = franchiseListReducer(loaded(), { type: 'opened', franchiseId: 'f1' });
    const reloaded = franchiseListReducer(opened, {
      type: 'loaded',
      franchises: [franchise('f1', 'Pearl Partners San Jose', 'c1', 4), franchise('f2', 'Lone Star Boba Co.', 'c2', 1)],
    });
    expect(unread(reloaded)).toEqual({ f1: 0, f2: 1 });
    expect(reloaded.openId).toBe('f1');
  });
});

describe('filterFranchises', () => {
  const list = loaded().franchises;
  const names = (query: string) => filterFranchises(list, query).map((f) => f.franchise.name);

  it('matches a case-insensitive substring of the name', () => {
    expect(names('pearl')).toEqual(['Pearl Partners San Jose']);
    expect(names('BOBA')).toEqual(['Lone Star Boba Co.']);
    expect(names('an')).toEqual(['Pearl Partners San Jose']);
    expect(names('a')).toHaveLength(3);
  });

  it('lists unread conversations first, then the most recent, then by name', () => {
    const ordered = filterFranchises(
      [
        franchise('f1', 'Alpha Tea', 'c1', 0, '2026-03-01T10:00:00.000Z'),
        franchise('f2', 'Bravo Boba', 'c2', 0, '2026-03-02T10:00:00.000Z'),
        franchise('f3', 'Charlie Cha', 'c3', 2, '2026-02-01T10:00:00.000Z'),
        franchise('f4', 'Delta Drinks', null),
        franchise('f5', 'Aardvark Tea', null),
      ],
      '',
    ).map((f) => f.franchise.name);
    expect(ordered).toEqual(['Charlie Cha', 'Bravo Boba', 'Alpha Tea', 'Aardvark Tea', 'Delta Drinks']);
  });

  it('moves a conversation up when a message arrives in it', () => {
    const state = franchiseListReducer(
      franchiseListReducer(initialFranchiseList, {
        type: 'loaded',
        franchises: [franchise('f1', 'Alpha Tea', 'c1', 0, '2026-03-02T10:00:00.000Z'), franchise('f2', 'Bravo Boba', 'c2', 0, '2026-03-01T10:00:00.000Z')],
      }),
      { type: 'opened', franchiseId: 'f2' },
    );
    const after = franchiseListReducer(state, { type: 'message', message: message('c2', 'f2', 'Fresh'), myId: 'admin' });
    expect(filterFranchises(after.franchises, '').map((f) => [f.franchise.name, f.lastMessage?.text])).toEqual([
      ['Bravo Boba', 'Fresh'],
      ['Alpha Tea', 'Last of Alpha Tea'],
    ]);
  });

  it('shows everyone for a blank search and no one for a miss', () => {
    expect(names('')).toHaveLength(3);
    expect(names('   ')).toHaveLength(3);
    expect(names('matcha')).toEqual([]);
  });
});
