export { BrandsPage } from './brands-page'
