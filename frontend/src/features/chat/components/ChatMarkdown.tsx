import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// [label](href) or **bold**; nothing else of Markdown is needed for the assistant's answers
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g;
const BULLET = /^\s*[-*•]\s+/;

function renderLink(label: string, href: string, key: string): ReactNode {
  // a path of this site opens in the SPA, keeping the chat where it is
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  if (/^(https?:\/\/|mailto:)/i.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  // any other scheme (javascript:, data:) stays text
  return label;
}

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    if (match[1] !== undefined) nodes.push(renderLink(match[1], match[2], key));
    else nodes.push(<strong key={key}>{match[3]}</strong>);
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

// The assistant's Markdown as React elements (never as HTML): paragraphs, line breaks, bullet
// lists, bold and links.
export function ChatMarkdown({ text }: { text: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        if (lines.every((line) => BULLET.test(line))) {
          return (
            <ul key={b}>
              {lines.map((line, l) => (
                <li key={l}>{renderInline(line.replace(BULLET, ''), `${b}-${l}`)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={b}>
            {lines.map((line, l) => (
              <span key={l}>
                {l > 0 && <br />}
                {renderInline(line, `${b}-${l}`)}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}
