import { AppKey, frameOf, ok, ResponseCode, SelfServiceCommand } from '@limelight/protocol';
import { commonCalls, filmsCalls } from '@limelight/protocol/http';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFriendSessionStore } from '../../lib/friendSocket/index.ts';
import { initI18n } from '../../lib/i18n/index.ts';
import { FriendSession } from '../../lib/live/index.ts';
import { FakeWebSocket } from '../../lib/socket/fakeWebSocket.ts';
import { useFilmUploads } from './filmUploadStore.ts';
import {
  filmPage,
  renderAt,
  requestsTo,
  resetFilmsTest,
  sampleFilm,
  sampleMedia,
  serveApi,
  signInMember,
  toastMessages,
  type SeenRequest,
} from './filmsTestKit.tsx';
import { MovieListPage } from './MovieListPage.tsx';

/** tus-js-client as the page drives it: each upload's options, a previous upload to resume, start and abort. */
const fakeTus = vi.hoisted(() => {
  interface Options {
    endpoint: string;
    chunkSize: number;
    metadata: Record<string, string>;
    fingerprint: () => Promise<string>;
    onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => void;
    onProgress: (sent: number, total: number) => void;
    onSuccess: () => void;
    onError: (error: Error) => void;
  }
  class FakeUpload {
    static uploads: FakeUpload[] = [];
    static previousUploads: object[] = [];
    resumedFrom: object | undefined;
    isStarted = false;
    constructor(
      readonly file: File,
      readonly options: Options,
    ) {
      FakeUpload.uploads.push(this);
    }
    findPreviousUploads = async () => FakeUpload.previousUploads;
    resumeFromPreviousUpload(previous: object) {
      this.resumedFrom = previous;
    }
    start() {
      this.isStarted = true;
    }
    abort = async () => {};
  }
  return FakeUpload;
});
vi.mock('tus-js-client', () => ({ Upload: fakeTus }));

const clip = () => new File([new Uint8Array(2048)], 'clip.mp4', { type: 'video/mp4', lastModified: 1 });
const creatorFilm = (fields: Parameters<typeof sampleFilm>[0] = {}) =>
  sampleFilm({
    isOwner: true,
    canWatch: true,
    published: false,
    creator: { userId: 'u-ada', displayName: 'Ada', avatar: null },
    ...fields,
  });

function renderList(
  films = [creatorFilm()],
  extra: Record<string, (request: SeenRequest) => ReturnType<typeof ok>> = {},
) {
  const requests = serveApi({ [filmsCalls.creatorFilms.path]: () => filmPage(films), ...extra });
  renderAt('/movielist', '/movielist', <MovieListPage />);
  return requests;
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  signInMember('u-ada');
  fakeTus.uploads = [];
  fakeTus.previousUploads = [];
  useFilmUploads.setState({ uploads: {} });
});
afterEach(() => {
  act(() => useFriendSessionStore.getState().session?.stop());
  useFriendSessionStore.getState().setSession(null);
  resetFilmsTest();
});

describe("/movielist: the member's own films", () => {
  it('asks for the films of the signed-in member', async () => {
    const requests = renderList();
    expect(await screen.findByRole('heading', { name: 'Northern Lights' })).toBeTruthy();
    expect(requestsTo(requests, filmsCalls.creatorFilms.path)[0]?.query).toMatchObject({
      userId: 'u-ada',
      page: '1',
    });
  });

  it('says so when there are none, with "Upload a film"', async () => {
    renderList([]);
    expect(await screen.findByText('No films uploaded yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a film' })).toBeTruthy();
  });
});

describe('"Upload a film"', () => {
  it('checks the details and the file before anything is sent', async () => {
    const requests = renderList([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a film' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a film' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and upload' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid price')).toBeTruthy();
    expect(within(dialog).getByText('Choose the film’s video file.')).toBeTruthy();
    const fileInput = within(dialog).getByLabelText('Video file');
    await userEvent.upload(fileInput, new File(['x'], 'film.avi', { type: 'video/x-msvideo' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByText('Choose an MP4, MOV or MKV video.')).toBeTruthy();
    expect(requestsTo(requests, filmsCalls.create.path)).toEqual([]);
  });

  it('offers the sub-categories only for Canadian and international films', async () => {
    renderList([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a film' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Sub-category' })).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Awards');
    expect(within(dialog).queryByRole('combobox', { name: 'Sub-category' })).toBeNull();
  });

  it('creates the film, then uploads the file with tus: metadata, bearer token, progress', async () => {
    const created = creatorFilm({
      filmId: 'film-9',
      title: 'Tide',
      media: sampleMedia({
        filmId: 'film-9',
        state: 'awaitingUpload',
        percent: 0,
        heights: [],
        runtimeS: null,
      }),
    });
    let listed: ReturnType<typeof creatorFilm>[] = [];
    const requests = renderList([], {
      [filmsCalls.creatorFilms.path]: () => filmPage(listed),
      [filmsCalls.create.path]: () => {
        listed = [created];
        return ok(created);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload a film' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Tide');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'International',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sub-category' }), 'Feature');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Rating' }), 'PG-13');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price (USD)' }), '3.50');
    await userEvent.upload(within(dialog).getByLabelText('Video file'), clip());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and upload' }));

    await waitFor(() => expect(fakeTus.uploads).toHaveLength(1));
    expect(requestsTo(requests, filmsCalls.create.path)[0]?.body).toEqual({
      title: 'Tide',
      description: '',
      category: 'international',
      subCategory: 'feature',
      rating: 'PG-13',
      price: 3.5,
      trailerUrl: null,
    });
    const upload = fakeTus.uploads[0]!;
    expect(upload.isStarted).toBe(true);
    expect(upload.options.endpoint).toBe(`${window.location.origin}/api/films/v1/uploads`);
    expect(upload.options.metadata).toEqual({
      filmId: 'film-9',
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    });
    const headers: Record<string, string> = {};
    upload.options.onBeforeRequest({ setHeader: (name, value) => (headers[name] = value) });
    expect(headers.Authorization).toBe('Bearer token-u-ada');
    expect(await upload.options.fingerprint()).toContain('film-9');

    act(() => upload.options.onProgress(40, 100));
    const progress = await screen.findByRole('progressbar', { name: 'Upload of Tide' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
  });

  it('resumes an interrupted upload when the same file is chosen again after a reload', async () => {
    fakeTus.previousUploads = [{ uploadUrl: '/api/films/v1/uploads/abc', size: 2048, metadata: {} }];
    renderList([creatorFilm({ media: sampleMedia({ state: 'uploading', percent: 30, heights: [] }) })]);
    expect(
      await screen.findByText('The upload was interrupted. Choose the same file to resume it.'),
    ).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Video file'), clip());
    await waitFor(() => expect(fakeTus.uploads[0]?.resumedFrom).toBe(fakeTus.previousUploads[0]));
    act(() => fakeTus.uploads[0]!.options.onProgress(1024, 2048));
    expect(await screen.findByText('Resumed: uploading… 50%')).toBeTruthy();
  });

  it('offers Retry when the upload stops, going on with the same file', async () => {
    renderList([creatorFilm({ media: sampleMedia({ state: 'awaitingUpload', percent: 0, heights: [] }) })]);
    await userEvent.upload(await screen.findByLabelText('Video file'), clip());
    await waitFor(() => expect(fakeTus.uploads).toHaveLength(1));
    act(() => fakeTus.uploads[0]!.options.onError(new Error('network')));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fakeTus.uploads).toHaveLength(2));
    expect(fakeTus.uploads[1]!.file.name).toBe('clip.mp4');
  });
});

describe('the transcode', () => {
  it('follows the filmTranscode pushes of the friend socket to Ready', async () => {
    const session = new FriendSession({
      getToken: async () => 'token',
      WebSocket: FakeWebSocket,
      urlForToken: (token) => `ws://limelight.test/ws/${token}`,
      loadInboxSeq: async () => 0,
      log: { warn: vi.fn(), error: vi.fn() },
    });
    FakeWebSocket.reset();
    useFriendSessionStore.getState().setSession(session);
    session.start();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpens());
    renderList([creatorFilm({ media: sampleMedia({ state: 'queued', percent: 0, heights: [] }) })], {
      [commonCalls.transcode.path]: () => ok(sampleMedia({ state: 'queued', percent: 0, heights: [] })),
    });
    expect(await screen.findByText('Waiting to be processed…')).toBeTruthy();
    const push = (fields: Parameters<typeof sampleMedia>[0]) =>
      act(() =>
        socket.serverSends(
          frameOf(AppKey.SelfService, SelfServiceCommand.FilmTranscode, sampleMedia(fields)),
        ),
      );
    push({ state: 'transcoding', percent: 62.4, heights: [] });
    expect(await screen.findByText('Processing… 62%')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Processing of Northern Lights' })
        .getAttribute('aria-valuenow'),
    ).toBe('62');
    push({ state: 'ready', percent: 100 });
    expect(await screen.findByText('Ready')).toBeTruthy();
  });

  it("shows a failure with ffmpeg's reason and starts it again with Retry", async () => {
    const requests = renderList(
      [
        creatorFilm({
          media: sampleMedia({ state: 'failed', percent: 0, error: 'moov atom not found', heights: [] }),
        }),
      ],
      {
        [commonCalls.transcode.path]: () => ok(sampleMedia({ state: 'queued', percent: 0, heights: [] })),
      },
    );
    expect(await screen.findByText('Processing failed: moov atom not found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting to be processed…')).toBeTruthy();
    expect(requestsTo(requests, commonCalls.transcode.path)[0]?.body).toEqual({ filmId: 'film-1' });
  });
});

describe('publishing', () => {
  it('publishes a ready film', async () => {
    const requests = renderList([creatorFilm()], {
      [filmsCalls.update.path]: () => ok(creatorFilm({ published: true })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Northern Lights is in the catalogue.']));
    expect(requestsTo(requests, filmsCalls.update.path)[0]?.body).toEqual({
      filmId: 'film-1',
      published: true,
    });
  });

  it('shows 33000 with its message when the film is not ready', async () => {
    renderList([creatorFilm({ media: sampleMedia({ state: 'transcoding', percent: 10, heights: [] }) })], {
      [filmsCalls.update.path]: () =>
        ({
          code: ResponseCode.FilmNotReady,
          message: 'This film is not ready to play yet.',
          data: null,
        }) as never,
      [commonCalls.transcode.path]: () => ok(sampleMedia({ state: 'transcoding', percent: 10, heights: [] })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toastMessages()).toEqual(['This film is not ready to play yet.']));
  });

  it('deletes a film after confirmation', async () => {
    const requests = renderList([creatorFilm()], {
      [filmsCalls.delete.path]: () => ok({ filmId: 'film-1', deleted: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Northern Lights' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Northern Lights?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requestsTo(requests, filmsCalls.delete.path)[0]?.body).toEqual({ filmId: 'film-1' }),
    );
  });
});
