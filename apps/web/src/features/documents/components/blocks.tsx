// Renders the blocks of a document or an answer: paragraphs (numbered clauses in a legal document),
// lists and tables. Server component: no JavaScript reaches the browser.
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import type { Block, Rich, TextLink } from '../document';
import styles from './prose.module.css';

function Anchor({ link }: { link: TextLink }) {
  // Routes of the cabinet go through the client router; anchors and mailto: are plain links.
  return link.href.startsWith('/') ? <Link href={link.href}>{link.text}</Link> : <a href={link.href}>{link.text}</a>;
}

export function RichText({ text }: { text: Rich }) {
  return text.map((part, i) => (typeof part === 'string' ? part : <Anchor key={i} link={part} />));
}

interface BlocksProps {
  blocks: readonly Block[];
  /** Clause numbers per block ('3.1.' or null), from clauseNumbers(); none outside legal documents. */
  numbers?: readonly (string | null)[];
  /** Makes table captions' ids unique on the page. */
  idPrefix: string;
}

export function Blocks({ blocks, numbers, idPrefix }: BlocksProps) {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'p': {
        const number = numbers?.[i];
        return (
          <p key={i} className={styles.paragraph}>
            {number ? <span className={styles.clause}>{number} </span> : null}
            <RichText text={block.text} />
          </p>
        );
      }
      case 'list':
        return (
          <ul key={i} className={styles.list}>
            {block.items.map((item, j) => (
              <li key={j}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        );
      case 'table': {
        const captionId = `${idPrefix}-table-${i}`;
        // A narrow screen scrolls the table, not the page; the region takes focus so a keyboard can scroll it.
        return (
          <div key={i} className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <caption id={captionId} className={styles.caption}>
                {block.caption}
              </caption>
              <thead>
                <tr>
                  {block.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={c}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
    }
  });
}
