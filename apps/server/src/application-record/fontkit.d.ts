// fontkit ships no types; the PDF needs only to open a font once and hand it to pdfkit.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
