import type { Options, PointGroup } from 'signature_pad';

/**
 * signature_pad for the jsdom tests, which have no canvas to draw on: a pointer pressed and
 * released on the canvas is a stroke (as the library ends one), and the PNG it answers names its
 * strokes, so a new drawing is a new image. setup.ts mocks the library with it.
 */
export default class FakeSignaturePad extends EventTarget {
  private strokes: PointGroup[] = [];
  private readonly canvas: HTMLCanvasElement;
  private readonly options: Options;

  constructor(canvas: HTMLCanvasElement, options: Options = {}) {
    super();
    this.canvas = canvas;
    this.options = options;
    canvas.addEventListener('pointerup', this.stroke);
  }

  private readonly stroke = (event: PointerEvent) => {
    this.strokes.push({
      dotSize: 0,
      minWidth: 0.5,
      maxWidth: 2.5,
      penColor: this.options.penColor ?? 'black',
      velocityFilterWeight: 0.7,
      compositeOperation: 'source-over',
      points: [{ x: event.clientX, y: event.clientY, pressure: 0.5, time: this.strokes.length }],
    });
    this.dispatchEvent(new CustomEvent('endStroke'));
  };

  clear(): void {
    this.strokes = [];
  }

  isEmpty(): boolean {
    return this.strokes.length === 0;
  }

  toData(): PointGroup[] {
    return structuredClone(this.strokes);
  }

  fromData(strokes: PointGroup[]): void {
    this.strokes.push(...structuredClone(strokes));
  }

  toDataURL(): string {
    return `data:image/png;base64,${btoa(JSON.stringify(this.strokes.map((s) => s.points)))}`;
  }

  off(): void {
    this.canvas.removeEventListener('pointerup', this.stroke);
  }
}
