import { describe, expect, it } from 'vitest';
import { validateContentAddress } from './contentAddress.ts';

describe('event content addresses (spec 000 §3 contents): https or the platform’s own media', () => {
  it.each([
    ['https://cdn.example.com/live/master.m3u8', 'https://cdn.example.com/live/master.m3u8'],
    ['  https://cdn.example.com/a b.mpd ', 'https://cdn.example.com/a%20b.mpd'],
    ['/files/events/contents/abc-1.m3u8', '/files/events/contents/abc-1.m3u8'],
    ['/media/films/f1/master.m3u8', '/media/films/f1/master.m3u8'],
  ])('accepts %s', (text, value) => {
    expect(validateContentAddress(text)).toEqual({ ok: true, value });
  });

  it.each([
    'http://cdn.example.com/live.m3u8',
    'cdn.example.com/live.m3u8',
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'https://localhost/live.m3u8',
    'https://user:secret@cdn.example.com/live.m3u8',
    '/files/../secret.m3u8',
    '/media/films/f1/master.m3u8?x=1',
    '/api/health',
    '//cdn.example.com/live.m3u8',
  ])('refuses %s', (text) => {
    expect(validateContentAddress(text)).toMatchObject({
      ok: false,
      messageKey: 'invalidContentAddress',
      field: 'value',
    });
  });
});
