// One door per concern: a piece of syntax that only one place may hold (an INSERT into the ledger's
// tables, Moscow time formatted for people, a notification written) is reported anywhere else.
// One rule with a list of doors, because ESLint's no-restricted-syntax keeps only the last of
// several configurations that match a file.
import path from 'node:path';

/**
 * @typedef {object} Door
 * @property {string} selector   an esquery selector of the syntax that belongs behind the door
 * @property {string[]} allow    files or folders (from the repository root) where it may appear
 * @property {string} message    what to use instead
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const oneDoor = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps a concern behind its one module.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            selector: { type: 'string' },
            allow: { type: 'array', items: { type: 'string' } },
            message: { type: 'string' },
          },
          required: ['selector', 'allow', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    /** @type {Record<string, (node: import('estree').Node) => void>} */
    const handlers = {};
    for (const door of /** @type {Door[]} */ (context.options[0] ?? [])) {
      if (door.allow.some((a) => file === a || file.startsWith(a.endsWith('/') ? a : `${a}/`))) continue;
      const before = handlers[door.selector];
      handlers[door.selector] = (node) => {
        before?.(node);
        context.report({ node, message: door.message });
      };
    }
    return handlers;
  },
};

export default { rules: { 'one-door': oneDoor } };
