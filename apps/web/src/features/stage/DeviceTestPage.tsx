import { DeviceTest } from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { deviceIdOf, deviceOptions } from './devicePickers.ts';
import { LevelMeter } from './LevelMeter.tsx';
import { StreamVideo } from './StreamVideo.tsx';
import { useCodecTest } from './useCodecTest.ts';
import { useDevicePreview } from './useDevicePreview.ts';

/**
 * `/device/connect` (spec 000 §1, §7; spec 001 §2, §9): the camera and microphone preview with the level,
 * the device pickers, and the 20 s codec test through the media server's echo. The chosen devices and the
 * codec that worked are saved for the stage.
 */
export function DeviceTestPage() {
  const { t } = useTranslation();
  const preview = useDevicePreview();
  const test = useCodecTest();
  const { stream } = preview;
  const pickers = [
    {
      kind: 'video',
      label: t('deviceTest.camera'),
      devices: preview.devices.cameras,
      chosen: preview.chosen.camera,
    },
    {
      kind: 'audio',
      label: t('deviceTest.microphone'),
      devices: preview.devices.microphones,
      chosen: preview.chosen.microphone,
    },
  ] as const;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4">
      <title>{t('app.documentTitle', { page: t('deviceTest.title') })}</title>
      <div>
        <h1 className="text-2xl font-semibold">{t('deviceTest.title')}</h1>
      </div>
      <FormAlert message={preview.errorKey ? t(`messages.${preview.errorKey}`) : undefined} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="device-preview" className="flex flex-col gap-3">
          <h2 id="device-preview" className="font-semibold">
            {t('deviceTest.preview')}
          </h2>
          <StreamVideo stream={stream} label={t('deviceTest.cameraPreview')} isLocal />
          <LevelMeter key={preview.version} stream={stream} label={t('deviceTest.microphoneLevel')} />
          {pickers.map(({ kind, label, devices, chosen }) => (
            <SelectField
              key={kind}
              label={label}
              options={deviceOptions(devices, label)}
              value={chosen ?? deviceIdOf(stream, kind)}
              disabled={stream === null}
              onChange={(event) => void preview.choose(kind, event.target.value)}
            />
          ))}
        </section>
        <section aria-labelledby="codec-test" className="flex flex-col gap-3">
          <h2 id="codec-test" className="font-semibold">
            {t('deviceTest.codecTest')}
          </h2>
          <StreamVideo stream={test.echo} label={t('deviceTest.echo')} />
          <p className="text-sm text-fg-muted">{t('deviceTest.codecTestExplained')}</p>
          {/* spec 001 §2, §9: the hint to wait 30 s, the one duration stated, while the test runs (its 20 s
              of codecs plus the guest session and the connection to the media server fit in it). */}
          <p role="status" className="text-sm font-medium">
            {test.isRunning ? t('deviceTest.hint', { seconds: DeviceTest.hintWaitSeconds }) : ''}
          </p>
          <Button
            onClick={() => stream && void test.start(stream)}
            disabled={stream === null}
            isLoading={test.isRunning}
          >
            {test.isRunning ? t('deviceTest.testing') : t('deviceTest.startCodecTest')}
          </Button>
          <ul aria-label={t('deviceTest.results')} aria-live="polite" className="flex flex-col gap-1">
            {test.results.map((result) => (
              <li key={result.codec}>
                {result.isWorking
                  ? t('deviceTest.codecWorks', { codec: result.codec, frames: result.framesDecoded })
                  : t('deviceTest.codecFailed', { codec: result.codec })}
              </li>
            ))}
          </ul>
          {test.hasFailed && <Banner tone="warning">{t('deviceTest.noCodecWorked')}</Banner>}
          <p className="text-sm">{t('deviceTest.savedCodec', { codec: test.codec })}</p>
        </section>
      </div>
    </div>
  );
}
