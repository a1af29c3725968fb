import { describe, expect, it } from 'vitest';
import { checkCreateRoomForm, emptyCreateRoomForm } from './createRoomForm.ts';

describe('room creation form (spec 000 §5)', () => {
  it('reports every field at fault at once', () => {
    expect(checkCreateRoomForm({ ...emptyCreateRoomForm, tags: 'jazz, Jazz' })).toEqual({
      ok: false,
      errors: { title: 'fieldRequired', privateLevel: 'roomTypeRequired', tags: 'duplicateTag' },
    });
    expect(
      checkCreateRoomForm({ ...emptyCreateRoomForm, title: 'Jazz & Blues!', privateLevel: '1' }),
    ).toEqual({
      ok: false,
      errors: { title: 'titleCharacters' },
    });
  });

  it('takes a name in any script with emoji (issue 22: "Café chat ☕"), markup still refused', () => {
    const form = { ...emptyCreateRoomForm, privateLevel: '1' };
    expect(checkCreateRoomForm({ ...form, title: 'Café chat ☕' })).toMatchObject({
      ok: true,
      request: { title: 'Café chat ☕' },
    });
    expect(checkCreateRoomForm({ ...form, title: '<i>Café</i> ☕' })).toEqual({
      ok: false,
      errors: { title: 'titleCharacters' },
    });
  });

  it('sends the trimmed name, the room type, the age label and the tags', () => {
    expect(
      checkCreateRoomForm({
        title: '  Jam session ',
        privateLevel: '2',
        label: '18',
        tags: 'jazz, live_music,',
      }),
    ).toEqual({
      ok: true,
      request: { title: 'Jam session', privateLevel: 2, label: '18', tags: ['jazz', 'live_music'] },
    });
  });

  it('sends the people invited with a private room only', () => {
    const values = { ...emptyCreateRoomForm, title: 'Jam', privateLevel: '2' };
    expect(checkCreateRoomForm(values, ['u-bob'])).toMatchObject({ request: { friendList: ['u-bob'] } });
    expect(checkCreateRoomForm({ ...values, privateLevel: '1' }, ['u-bob'])).toEqual({
      ok: true,
      request: { title: 'Jam', privateLevel: 1, label: '13', tags: [] },
    });
  });
});
