/** An operation the admin CLI stopped or refused (files:copy, backup, restore): exit code 1. */
export class OperationFailed extends Error {
  constructor(
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
