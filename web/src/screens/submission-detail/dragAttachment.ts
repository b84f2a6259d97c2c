import type { Attachment } from '@workbench/core';

/** The drag payload of a message attachment, so the Upload Documents box can fetch and extract it. */
export const ATTACHMENT_DRAG_TYPE = 'application/x-workbench-attachment';

export function readDraggedAttachment(data: DataTransfer): Attachment | null {
  const raw = data.getData(ATTACHMENT_DRAG_TYPE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Attachment;
    return typeof parsed.id === 'string' && typeof parsed.filename === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
