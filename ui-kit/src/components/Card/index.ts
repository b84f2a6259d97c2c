export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card.tsx';
export type { CardProps, CardHeaderProps, CardTitleProps } from './Card.tsx';
