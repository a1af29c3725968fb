import { createWeriftEngine, type WeriftEngine } from './weriftEngine.ts';
import type { SfuIceOptions, SfuReply, SfuRequest } from './sfuMessages.ts';

/**
 * The SFU's child process (docs/decisions/media.md): the werift engine, driven by the server's messages
 * over the IPC channel, so that RTP forwarding never runs on the API's event loop. The ICE options come
 * in `SFU_PROCESS_ICE` (JSON); the process ends with its parent.
 */
const send = (reply: SfuReply) => process.send?.(reply);

const ice = JSON.parse(process.env.SFU_PROCESS_ICE ?? '{}') as SfuIceOptions;
const recordingsDir = process.env.SFU_PROCESS_RECORDINGS_DIR ?? '';
const engine = createWeriftEngine({ ice, recordingsDir }, (event) => send({ event }));

function run(request: SfuRequest, on: WeriftEngine) {
  switch (request.op) {
    case 'publish':
      return on.publish(request.args.sessionId, request.args.offer, request.args.kinds);
    case 'subscribe':
      return on.subscribe(request.args.sessionId, request.args.publisherId);
    case 'answer':
      return on.answer(request.args.sessionId, request.args.answer);
    case 'echo':
      return on.echo(request.args.sessionId, request.args.offer);
    case 'muteAudio':
      return on.muteAudio(request.args.publisherId, request.args.isMuted);
    case 'status':
      return on.status(request.args.publisherId);
    case 'record':
      return on.record(request.args.publisherId);
    case 'stopRecording':
      return on.stopRecording(request.args.publisherId);
    case 'close':
      return on.close(request.args.sessionId);
    case 'stats':
      return on.stats();
  }
}

process.on('message', (message: SfuRequest) => {
  run(message, engine).then(
    (result) => send({ id: message.id, ok: true, result }),
    (error: unknown) =>
      send({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});

// Recordings are finished before the process ends, so that their files play (the server, gone, hears of
// them no more: they stay in the recordings folder).
process.on('disconnect', () => {
  void engine.closeAll().finally(() => process.exit(0));
});
