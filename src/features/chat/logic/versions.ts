import type { MessageMeta, StoredMessage } from '../../../lib/db.ts';

/**
 * Versions of a message (issue 18): a regenerated answer, or an edited question, is a new message whose
 * `meta.versionOf` names the first version's id. Nothing is deleted: every version stays in storage and
 * syncs as an ordinary message. The conversation is a tree rebuilt from the stored (time-ordered) list:
 * a new version is a sibling of the version it replaces, so the messages after the old one (its tail)
 * leave the conversation shown and stay reachable as that earlier version.
 */
type Versioned = Pick<StoredMessage, 'id' | 'meta'>;

/** The meta key this feature owns. */
export const VERSION_OF_KEY = 'versionOf';

/** The id shared by every version of a message: the first version's id. */
export function versionGroup(message: Versioned): string {
  const of = message.meta?.[VERSION_OF_KEY];
  return typeof of === 'string' && of !== '' ? of : message.id;
}

/** The meta of a new version of `message` (its other extras are not carried over). */
export const versionMeta = (message: Versioned): MessageMeta => ({ [VERSION_OF_KEY]: versionGroup(message) });

interface Node<M> {
  message: M;
  group: string;
  children: Node<M>[];
}

function buildTree<M extends Versioned>(messages: readonly M[]): Node<M>[] {
  const roots: Node<M>[] = [];
  // The newest conversation so far: every message without a version mark continues it.
  let path: Node<M>[] = [];
  for (const message of messages) {
    const group = versionGroup(message);
    const node: Node<M> = { message, group, children: [] };
    const at = group === message.id ? -1 : path.findIndex((n) => n.group === group);
    if (at >= 0) {
      const parent = path[at - 1];
      (parent ? parent.children : roots).push(node);
      path = [...path.slice(0, at), node];
    } else {
      const parent = path.at(-1);
      (parent ? parent.children : roots).push(node);
      path.push(node);
    }
  }
  return roots;
}

export interface VersionInfo {
  group: string;
  /** 0-based index of the version shown. */
  index: number;
  count: number;
}

export interface ShownMessage<M> {
  message: M;
  /** Set when the message has more than one version. */
  version: VersionInfo | null;
}

/** Which version of each group shows (index); groups not listed show their newest version. */
export type VersionChoice = Readonly<Record<string, number>>;

/** The conversation as shown: one version of each message, with the tail that version had. */
export function shownConversation<M extends Versioned>(
  messages: readonly M[],
  choice: VersionChoice = {},
): ShownMessage<M>[] {
  const out: ShownMessage<M>[] = [];
  let level = buildTree(messages);
  while (level.length > 0) {
    const last = level.at(-1) as Node<M>;
    const versions = level.filter((n) => n.group === last.group);
    // Siblings from another group (not made by this feature): shown in order, the last one continues.
    for (const other of level) {
      if (other.group !== last.group) out.push({ message: other.message, version: null });
    }
    const wanted = choice[last.group];
    const index =
      wanted !== undefined && wanted >= 0 && wanted < versions.length ? wanted : versions.length - 1;
    const node = versions[index] as Node<M>;
    out.push({
      message: node.message,
      version: versions.length > 1 ? { group: last.group, index, count: versions.length } : null,
    });
    level = node.children;
  }
  return out;
}

/** The newest conversation (newest version of everything): what the tutor reads and new messages continue. */
export const latestConversation = <M extends Versioned>(messages: readonly M[]): M[] =>
  shownConversation(messages).map((s) => s.message);
