import { UNKNOWN_GIT_HASH, type VersionFile } from '@cabinet/contracts/client';

/**
 * Spec §4: the first version file read is remembered; a later change in fullVersion — or in
 * buildTime when gitHash is 'unknown' (a build without git keeps its version number) — is an update.
 */
export function hasNewVersion(first: VersionFile, latest: VersionFile): boolean {
  if (latest.fullVersion !== first.fullVersion) return true;
  return latest.gitHash === UNKNOWN_GIT_HASH && latest.buildTime !== first.buildTime;
}
