import type { Story, StoryDefault } from '@ladle/react';
import { stack } from '../../stories/layout.css.ts';
import { Switch } from './Switch.tsx';

export default { title: 'Switch' } satisfies StoryDefault;

export const States: Story = () => (
  <div className={stack}>
    <Switch>Share with Client</Switch>
    <Switch defaultSelected>Email notifications</Switch>
    <Switch isDisabled>Disabled</Switch>
    <Switch isDisabled defaultSelected>
      Disabled on
    </Switch>
  </div>
);
