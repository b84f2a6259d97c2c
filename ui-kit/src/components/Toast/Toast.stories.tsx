import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { row } from '../../stories/layout.css.ts';
import { useToast } from './Toast.tsx';

export default { title: 'Toast' } satisfies StoryDefault;

export const Triggers: Story = () => {
  const { toast } = useToast();
  return (
    <div className={row}>
      <Button variant="outline" onPress={() => toast({ title: 'Login successful', description: 'Welcome back, Jane Broker!' })}>
        Default
      </Button>
      <Button
        variant="destructive"
        onPress={() => toast({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' })}
      >
        Destructive
      </Button>
      <Button variant="outline" onPress={() => toast({ title: 'Quick', description: 'Closes after 1 second', duration: 1000 })}>
        1 second
      </Button>
    </div>
  );
};

export const Visible: Story = () => {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Document processed successfully', description: 'Found 4 properties and 2 vehicles.', duration: Infinity });
  }, [toast]);
  return <p>A toast stays open in the corner (press F8 to focus it).</p>;
};

export const VisibleDestructive: Story = () => {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: 'Document Processing Error', description: 'Failed to process document', variant: 'destructive', duration: Infinity });
  }, [toast]);
  return <p>A destructive toast.</p>;
};
