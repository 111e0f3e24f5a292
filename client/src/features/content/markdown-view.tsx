/**
 * The content pages' Markdown as React elements: readable measure and rhythm, the same in light
 * and dark (theme colours only), logical sides so Arabic mirrors. Internal links move through
 * the client router; any address that is not a path, an anchor, http(s), mailto: or tel: stays
 * plain text.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { QuestionItem } from './question-item.tsx';
import type { Block, Inline } from './markdown.ts';

const linkClassName =
  'font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) {
    return (
      <Link href={href} className={linkClassName}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) {
    return (
      <a href={href} className={linkClassName}>
        {children}
      </a>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={linkClassName} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

export function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-foreground">
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        // Arabic has no italic: a slanted Arabic word reads as broken, so it is set in medium.
        return (
          <em key={index} className="italic rtl:font-medium rtl:not-italic">
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'code':
        // Prices, phones and references: their own direction, so "+216 22 123 456" stays whole.
        return (
          <code
            key={index}
            dir="auto"
            className="rounded bg-muted px-1.5 py-0.5 text-[0.92em] text-foreground"
          >
            {node.text}
          </code>
        );
      case 'link':
        return (
          <MarkdownLink key={index} href={node.href}>
            <InlineNodes nodes={node.children} />
          </MarkdownLink>
        );
    }
  });
}

const HEADING_CLASS = {
  2: 'mt-10 text-xl font-bold sm:text-2xl',
  3: 'mt-8 text-lg font-semibold',
  4: 'mt-6 text-base font-semibold',
} as const;

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag
          id={block.id}
          className={cn('scroll-mt-24 leading-snug text-foreground', HEADING_CLASS[block.level])}
        >
          <InlineNodes nodes={block.children} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-4 leading-7">
          <InlineNodes nodes={block.children} />
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          className={cn(
            'mt-4 flex flex-col gap-2 ps-6 leading-7 marker:text-muted-foreground',
            block.ordered ? 'list-decimal' : 'list-disc',
          )}
        >
          {block.items.map((item, index) => (
            <li key={index} className="ps-1">
              {/* A one-paragraph item reads as a line, not a paragraph with its own margins. */}
              {item.length === 1 && item[0]?.type === 'paragraph' ? (
                <InlineNodes nodes={item[0].children} />
              ) : (
                <BlockList blocks={item} className="[&>*:first-child]:mt-0" />
              )}
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote className="mt-6 rounded-e-md border-s-4 border-primary/60 bg-muted/60 px-4 py-3 text-foreground/90">
          <BlockList blocks={block.children} className="[&>*:first-child]:mt-0" />
        </blockquote>
      );
    case 'rule':
      return <hr className="my-8 border-border" />;
  }
}

function BlockList({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

type Part =
  | { kind: 'block'; block: Block }
  | { kind: 'question'; heading: Extract<Block, { type: 'heading' }>; answer: Block[] };

/** Each `###` heading and what follows it, up to the next heading, as one question. */
function questionsOf(blocks: Block[]): Part[] {
  const parts: Part[] = [];
  for (const block of blocks) {
    const last = parts[parts.length - 1];
    if (block.type === 'heading' && block.level === 3) {
      parts.push({ kind: 'question', heading: block, answer: [] });
    } else if (last?.kind === 'question' && !(block.type === 'heading' && block.level < 3)) {
      last.answer.push(block);
    } else {
      parts.push({ kind: 'block', block });
    }
  }
  return parts;
}

interface MarkdownViewProps {
  blocks: Block[];
  /** Help and FAQ: each `###` question opens and closes its answer. */
  questions?: boolean;
}

export function MarkdownView({ blocks, questions = false }: MarkdownViewProps) {
  const className = 'text-base text-foreground/90 [&>*:first-child]:mt-0';
  if (!questions) return <BlockList blocks={blocks} className={className} />;
  return (
    <div className={className}>
      {questionsOf(blocks).map((part, index) =>
        part.kind === 'block' ? (
          <BlockView key={index} block={part.block} />
        ) : (
          <QuestionItem
            key={part.heading.id}
            id={part.heading.id}
            question={<InlineNodes nodes={part.heading.children} />}
          >
            <BlockList blocks={part.answer} className="[&>*:first-child]:mt-0" />
          </QuestionItem>
        ),
      )}
    </div>
  );
}
