/** A screen whose code could not be fetched: offline before this device stored it, or a deploy replaced it. */
export class ScreenLoadError extends Error {
  readonly screen: string;
  constructor(screen: string, cause: unknown) {
    super(`${screen} could not be loaded`, { cause });
    this.name = 'ScreenLoadError';
    this.screen = screen;
  }
}
