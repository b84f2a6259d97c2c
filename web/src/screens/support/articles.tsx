import type { ReactNode } from 'react';
import { PARSEABLE_EXTENSIONS, roleLabel } from '@workbench/core';

/**
 * The help pages, shipped inside the app so they read without a network. They describe the product as it
 * is: when a screen changes, its article changes with it.
 */
export interface Article {
  id: 'upload' | 'workflow' | 'keyboard';
  title: string;
  summary: string;
  body: ReactNode;
}

const formats = PARSEABLE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');

export const ARTICLES: Article[] = [
  {
    id: 'upload',
    title: 'How to upload a schedule',
    summary: 'Read locations and vehicles from a spreadsheet, PDF or photo into a submission.',
    body: (
      <>
        <p>
          A schedule of locations or vehicles can be read into a submission instead of typed. The workbench reads {formats} files; the text
          of a PDF or a photo is read by the local model when one is configured.
        </p>
        <ol>
          <li>Open Create Submission from the sidebar, choose the client and fill in the details.</li>
          <li>On the Properties or Vehicles step, drop the file on the upload area or press it to choose one.</li>
          <li>Check the rows read from the file. Values the reader was unsure of are marked for review: correct them before saving.</li>
          <li>Save the rows. Each one can still be edited or removed on the submission afterwards.</li>
        </ol>
        <p>
          A customer can upload a schedule the same way from the portal while their submission is pending or in progress. Once it is sent
          for underwriting review, rows can no longer be removed from the portal.
        </p>
      </>
    ),
  },
  {
    id: 'workflow',
    title: 'The workflow and its roles',
    summary: 'How a submission moves from Pending to a decision, and who may move it.',
    body: (
      <>
        <p>Every submission has one status. The moves each role may make are:</p>
        <ul>
          <li>
            <strong>Pending → In Progress</strong> (Start work): {roleLabel('broker')}, {roleLabel('broker_manager')} or{' '}
            {roleLabel('insurer')}.
          </li>
          <li>
            <strong>Pending or In Progress → In Review</strong> (Submit for Underwriting Review): staff, or the customer on their own
            submission.
          </li>
          <li>
            <strong>In Review → In Progress</strong> (Return for more information): staff.
          </li>
          <li>
            <strong>In Review → Approved or Rejected</strong>: a {roleLabel('broker_manager')} or an {roleLabel('insurer')}, with a note
            explaining the decision.
          </li>
          <li>
            <strong>Approved or Rejected → In Review</strong> (Reopen): a {roleLabel('broker_manager')} only. A decided submission takes no
            other change.
          </li>
        </ul>
        <p>
          Staff who register themselves wait until a {roleLabel('broker_manager')} approves their account. {roleLabel('broker_manager')}s
          also administer accounts, reassign work in bulk from Teams and run projects. Customers see only the submissions shared with the
          address they confirmed.
        </p>
      </>
    ),
  },
  {
    id: 'keyboard',
    title: 'Keyboard use',
    summary: 'Every screen works from the keyboard with the standard keys.',
    body: (
      <>
        <p>The workbench has no single-letter shortcuts that could fire by accident; it follows the keys every web application uses.</p>
        <ul>
          <li>
            <strong>Tab</strong> and <strong>Shift+Tab</strong> move between links, fields and buttons. The first Tab on a page offers Skip
            to main content.
          </li>
          <li>
            <strong>Enter</strong> follows a link or presses a button; <strong>Space</strong> presses a button or ticks a checkbox.
          </li>
          <li>
            In tables, <strong>arrow keys</strong> move between rows; <strong>Enter</strong> opens the row&apos;s link and{' '}
            <strong>Space</strong> selects it where rows can be selected.
          </li>
          <li>
            In tabs, drop-downs and menus, <strong>arrow keys</strong> move between choices, <strong>Home</strong> and <strong>End</strong>{' '}
            jump to the first and last.
          </li>
          <li>
            <strong>Escape</strong> closes a dialog, a drop-down or a menu and returns to where you were.
          </li>
        </ul>
      </>
    ),
  },
];
