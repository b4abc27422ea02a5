/**
 * XMLHttpRequest as platform/upload uses it: the test sees what was sent, reports progress and
 * answers when it likes.
 */
export class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  url = '';
  body: FormData | undefined;
  headers: Record<string, string> = {};
  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(envelope: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}
