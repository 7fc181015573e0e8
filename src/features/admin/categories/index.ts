export { CategoriesPage } from './categories-page'
