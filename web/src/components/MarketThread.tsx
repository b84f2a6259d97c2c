import { useForm, useStore } from '@tanstack/react-form';
import { MarketMessageSchema, type Message } from '@workbench/core';
import { Button, TextArea, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../api/client.ts';
import { FormElement } from '../forms/FormElement.tsx';
import { bound, schemaChecked } from '../forms/schemaForm.ts';
import { MessageItem } from '../screens/submission-detail/messages/MessagesPanel.tsx';
import * as styles from '../screens/submission-detail/messages/messages.css.ts';

const noPreview = () => undefined;

/**
 * One market's conversation between the broker and the carrier, oldest first as it is read, and, for who
 * may write on it, a box to write the next message. The broker has it on the market's row, the carrier's
 * underwriter on the carrier desk; each names the other side in `label`.
 */
export function MarketThread({
  label,
  messages,
  emptyText,
  send,
}: {
  label: string;
  /** The thread as the server gives it, newest first. */
  messages: readonly Message[];
  emptyText: string;
  /** Writes a message on the thread; without it the thread is read only. */
  send?: (content: string) => Promise<unknown>;
}) {
  const { toast } = useToast();
  const form = useForm({
    defaultValues: { content: '' },
    ...schemaChecked(MarketMessageSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        await send?.(value.content.trim());
        toast({ title: 'Message sent' });
        formApi.reset();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Message not sent', description: errorMessage(error, 'Could not send the message') });
      }
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <section aria-label={label} className={styles.fill}>
      {messages.length ? (
        <ol className={styles.list}>
          {[...messages].reverse().map((message) => (
            <MessageItem key={message.id} message={message} onPreview={noPreview} />
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{emptyText}</p>
      )}
      {send ? (
        <FormElement form={form} className={styles.fill}>
          <form.Field name="content">{(field) => <TextArea label="Message" isRequired rows={3} {...bound(field)} />}</form.Field>
          <Button type="submit" isPending={isSubmitting} pendingLabel="Sending..." className={styles.seeMore}>
            Send Message
          </Button>
        </FormElement>
      ) : null}
    </section>
  );
}
