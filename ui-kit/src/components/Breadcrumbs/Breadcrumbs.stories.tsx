import type { Story, StoryDefault } from '@ladle/react';
import { ArrowLeftIcon } from '../../icons/Icon.tsx';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

export default { title: 'Breadcrumbs' } satisfies StoryDefault;

export const SubmissionDetail: Story = () => (
  <Breadcrumbs>
    <Breadcrumb id="back" href="#/">
      <ArrowLeftIcon /> Back
    </Breadcrumb>
    <Breadcrumb id="uw" href="#/submissions">
      Underwriting P&amp;C
    </Breadcrumb>
    <Breadcrumb id="sub">SUB-00042</Breadcrumb>
  </Breadcrumbs>
);
