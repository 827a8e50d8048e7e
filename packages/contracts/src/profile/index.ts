// Contracts of the profile feature (profile, avatar, identity document, files); re-exported here.
export * from './files.js';
export * from './saved.js';
export * from './personal-info.js';
export * from './account-info.js';
export * from './set-user-data.js';
export * from './set-place-of-work.js';
export * from './set-account-data.js';
export * from './uploads.js';
export * from './inn.js';
export * from './passport-data.js';
export * from './set-passport-data.js';
export * from './consent.js';
