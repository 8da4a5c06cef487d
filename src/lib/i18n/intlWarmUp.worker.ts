import { DATE_TIME_FORMAT } from './dateTimeFormat.ts';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<string>) => void): void;
  postMessage(message: 'ready'): void;
}

const scope = self as unknown as WorkerScope;

// Building one formatter loads ICU's data for the locale into the renderer process (see warmUpIntl.ts).
scope.addEventListener('message', ({ data: locale }) => {
  new Intl.DateTimeFormat(locale, DATE_TIME_FORMAT).format(0);
  scope.postMessage('ready');
});
