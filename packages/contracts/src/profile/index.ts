// Contracts of the profile feature; one file per operation, re-exported here.
export {};
