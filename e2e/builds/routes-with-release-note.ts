// @dds/shared/routes with one additive change, as a remote team would make it in shared/src/routes.ts.
export * from '../../shared/src/routes';

/** The new stateless function: the footer line of a release. */
export function releaseNote(release: string): string {
  return `Release note: this footer ships ${release}`;
}
