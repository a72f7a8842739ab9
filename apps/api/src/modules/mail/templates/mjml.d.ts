/**
 * The part of MJML 5's API the e-mail skeleton uses (the package ships no types; `@types/mjml`
 * describes MJML 4, whose compile was synchronous). https://documentation.mjml.io/#usage
 */
declare module 'mjml' {
  /** A validation finding of the MJML source (tag, line and message). */
  export interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  /** The compiled HTML document and the validation findings. */
  export interface MjmlOutput {
    html: string;
    errors: MjmlError[];
  }
  /** Compiles an MJML document to HTML; MJML 5 compiles asynchronously. */
  export default function mjml2html(
    mjml: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; keepComments?: boolean },
  ): Promise<MjmlOutput>;
}
