export declare const PEER_HEADER: 'x-agentplus-peer';
export declare const DRAINING: unique symbol;
export declare const IMAGE_REQUEST: unique symbol;
