import { useRef, useState } from 'react';
import { type CustomerSubmission, isDecided, type MessageChannel } from '@workbench/core';
import { Button, PaperclipIcon, Select, SendIcon, TextArea, useToast } from '@workbench/ui-kit';
import { AttachmentChips } from './AttachmentChips.tsx';
import { errorMessage } from '../../../api/client.ts';
import { submissionCalls, useSubmissionMutation } from '../../../queries/submission-detail.queries.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import * as styles from './messages.css.ts';

/** A small picker of symbols that every system font draws (colour emoji fonts are not always installed). */
export const EMOJIS = [
  ['☺', 'Smile'],
  ['✓', 'Check mark'],
  ['★', 'Star'],
  ['♥', 'Heart'],
  ['☀', 'Sun'],
  ['☎', 'Phone'],
  ['✉', 'Mail'],
  ['⚠', 'Warning'],
] as const;

/** What each channel is called wherever conversations are shown. */
export const CHANNEL_LABELS: Record<MessageChannel, string> = { internal: 'Internal', carrier: 'Carrier', client: 'Client' };

const CHANNELS = (['internal', 'carrier', 'client'] as const).map((id) => ({ id, label: CHANNEL_LABELS[id] }));

/**
 * Where a new message goes unless the broker picks otherwise: the carrier while looking at carrier
 * messages, the client while looking at client messages of a submission shared with them, and otherwise
 * an internal note, so nothing reaches a client by default.
 */
export function defaultChannel(
  submission: Pick<CustomerSubmission, 'shareWithClient'>,
  filter: 'all' | 'carrier' | 'client',
): MessageChannel {
  if (filter === 'carrier') return 'carrier';
  if (filter === 'client' && submission.shareWithClient) return 'client';
  return 'internal';
}

/** A message to the client of a submission not shared with them needs the broker's confirmation first. */
export const needsClientConfirmation = (submission: Pick<CustomerSubmission, 'shareWithClient'>, channel: MessageChannel) =>
  channel === 'client' && !submission.shareWithClient;

/** Who a new message goes to: the client, the carrier who last wrote, or the assignee. */
function recipient(submission: CustomerSubmission, channel: MessageChannel): string {
  if (channel === 'client') return submission.clientEmail ?? submission.clientName;
  if (channel === 'carrier') return submission.messages.find((m) => m.channel === 'carrier')?.from ?? 'Carrier';
  return submission.assignedTo ?? 'Underwriting team';
}

/**
 * The compose box: text, attachments, a small emoji picker and Send (POST .../messages). With `channel` the
 * message goes on that channel only (a reply in a conversation) and there is no channel to pick.
 */
export function Composer({
  submission,
  queryId,
  defaultChannel,
  channel: fixedChannel,
  recipient: fixedRecipient,
  onSent,
}: {
  submission: CustomerSubmission;
  queryId: string;
  defaultChannel: MessageChannel;
  channel?: MessageChannel;
  /** Who the message goes to, instead of the one its channel names (a customer writes to their broker). */
  recipient?: string;
  onSent?: () => void;
}) {
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [channel, setChannel] = useState<MessageChannel | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const chosenChannel = fixedChannel ?? channel ?? defaultChannel;
  // Talk goes on after a decision, but new files would become documents of a submission that takes none.
  const canAttach = !isDecided(submission.status);
  const to = (c: MessageChannel) => fixedRecipient ?? recipient(submission, c);
  const send = useSubmissionMutation(queryId, (input: { content: string; files: File[]; channel: MessageChannel }) =>
    submissionCalls.sendMessage(
      submission.id,
      {
        to: to(input.channel),
        subject: `Re: ${submission.submissionId}`,
        content: input.content,
        channel: input.channel,
      },
      input.files,
    ),
  );

  const submit = async (confirmed = false) => {
    if (!content.trim()) return;
    if (!confirmed && needsClientConfirmation(submission, chosenChannel)) return setConfirming(true);
    setConfirming(false);
    try {
      await send.mutateAsync({ content: content.trim(), files, channel: chosenChannel });
      setContent('');
      setFiles([]);
      setEmojiOpen(false);
      onSent?.();
      toast({ title: 'Message sent', description: `Sent to ${to(chosenChannel)}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Message not sent', description: errorMessage(error, 'Failed to send the message') });
    }
  };

  return (
    <form
      className={styles.compose}
      aria-label="New message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea label="Message" placeholder="Type your message..." rows={2} value={content} onChange={setContent} />
      <AttachmentChips files={files} onChange={setFiles} />
      {emojiOpen ? (
        <div className={styles.emojiGrid} role="group" aria-label="Emoji">
          {EMOJIS.map(([emoji, name]) => (
            <Button key={emoji} variant="ghost" size="sm" aria-label={`Insert ${name}`} onPress={() => setContent((c) => `${c}${emoji}`)}>
              {emoji}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.composeRow}>
        {canAttach ? (
          <Button variant="ghost" size="icon" aria-label="Attach files" onPress={() => fileInput.current?.click()}>
            <PaperclipIcon />
          </Button>
        ) : null}
        <Button variant="ghost" size="icon" aria-label="Insert emoji" aria-expanded={emojiOpen} onPress={() => setEmojiOpen((o) => !o)}>
          <span aria-hidden="true">☺</span>
        </Button>
        {fixedChannel ? null : (
          <Select
            label="Send to"
            items={CHANNELS}
            selectedKey={chosenChannel}
            onSelectionChange={(key) => setChannel(key as MessageChannel)}
            className={styles.channel}
          />
        )}
        <span className={styles.grow} />
        <Button type="submit" isDisabled={!content.trim()} isPending={send.isPending} pendingLabel="Sending...">
          <SendIcon />
          Send
        </Button>
      </div>
      <ConfirmDialog
        title="Send to the client?"
        description={`${submission.submissionId} is not shared with the client. This message will reach ${recipient(submission, 'client')} all the same.`}
        confirmLabel="Send to client"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void submit(true)}
      />
      {canAttach ? (
        <input
          ref={fileInput}
          type="file"
          multiple
          className={styles.hiddenInput}
          aria-label="Choose files to attach"
          data-testid="message-attachments-input"
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            setFiles((current) => [...current, ...chosen]);
          }}
        />
      ) : null}
    </form>
  );
}
