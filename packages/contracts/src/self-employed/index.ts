// Contracts of the self-employed (НПД) side of taxes (decision 0034).
export * from './npd.js';
