export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, SectionCard } from './Card.tsx';
export type { CardProps, CardHeaderProps, CardTitleProps, SectionCardProps } from './Card.tsx';
