import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { BrochureSource } from '@/lib/brochures/brochure-source';
import { BROCHURE_PALETTE as C } from '@/lib/brochures/brochure-palette';

// Helvetica is one of PDF's standard fonts: nothing to embed, and every reader extracts its text.
const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 88,
    paddingHorizontal: 40,
    fontFamily: 'Helvetica',
    fontSize: 10,
    color: C.ink,
  },
  band: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 },
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: C.brand },
  kicker: { fontSize: 9, color: C.muted },
  cover: { width: '100%', height: 240, objectFit: 'cover', marginBottom: 16 },
  label: {
    fontSize: 9,
    color: C.accent,
    fontFamily: 'Helvetica-Bold',
    textTransform: 'uppercase',
    marginBottom: 4,
  },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 22, color: C.brand, marginBottom: 4 },
  address: { fontSize: 11, color: C.muted, marginBottom: 12 },
  facts: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    borderTop: `1 solid ${C.border}`,
    borderBottom: `1 solid ${C.border}`,
    paddingVertical: 8,
    marginBottom: 12,
  },
  fact: { width: '33%', paddingVertical: 4 },
  term: { fontSize: 8, color: C.muted, textTransform: 'uppercase' },
  value: { fontFamily: 'Helvetica-Bold', fontSize: 11 },
  deal: { backgroundColor: '#fdf2e3', padding: 8, marginBottom: 12 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 13, color: C.brand, marginTop: 8, marginBottom: 6 },
  paragraph: { lineHeight: 1.45, marginBottom: 8 },
  table: { borderTop: `1 solid ${C.border}` },
  row: { flexDirection: 'row', borderBottom: `1 solid ${C.border}`, paddingVertical: 4 },
  headRow: { backgroundColor: C.brandSoft },
  cell: { flex: 1, paddingHorizontal: 3 },
  headCell: { fontFamily: 'Helvetica-Bold', fontSize: 9 },
  list: { flexDirection: 'row', flexWrap: 'wrap' },
  item: { width: '50%', paddingVertical: 2 },
  // The text column of A4 (595 pt less the margins) at the map's own 2:1.
  map: { width: 515, height: 257.5, marginBottom: 4 },
  mapNote: { fontSize: 8, color: C.muted, marginBottom: 8 },
  brokers: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 8 },
  broker: { width: '50%', paddingVertical: 4, paddingRight: 8 },
  brokerName: { fontFamily: 'Helvetica-Bold', fontSize: 11 },
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 24,
    fontSize: 7.5,
    color: C.muted,
    borderTop: `1 solid ${C.border}`,
    paddingTop: 6,
  },
  link: { color: C.brand },
});

function Facts({ pairs }: { pairs: Array<[string, string]> }) {
  return (
    <View style={styles.facts}>
      {pairs.map(([term, value]) => (
        <View key={term} style={styles.fact}>
          <Text style={styles.term}>{term}</Text>
          <Text style={styles.value}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

function Schedule({ columns, rows }: { columns: string[]; rows: string[][] }) {
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.headRow]} fixed>
        {columns.map((column) => (
          <Text key={column} style={[styles.cell, styles.headCell]}>
            {column}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View key={row[0]} style={styles.row} wrap={false}>
          {row.map((cell, index) => (
            <Text key={columns[index]} style={styles.cell}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The brochure of a property or unit: what its page says, laid out for A4 and print. */
export function BrochureDocument({ source }: { source: BrochureSource }) {
  const { facts, brandName } = source;
  return (
    <Document
      title={`${facts.title} — brochure`}
      author={brandName}
      subject={facts.address}
      creator={brandName}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.brand}>{brandName}</Text>
          <Text style={styles.kicker}>Web ref {facts.webRef}</Text>
        </View>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image draws into the PDF and takes no alt text */}
        {source.cover && <Image style={styles.cover} src={source.cover} />}
        <Text style={styles.label}>{facts.label}</Text>
        <Text style={styles.title}>{facts.title}</Text>
        <Text style={styles.address}>{facts.address}</Text>
        <Facts pairs={facts.headline} />
        {facts.specialDeal !== '' && <Text style={styles.deal}>Special offer: {facts.specialDeal}</Text>}
        {facts.description !== '' && <Text style={styles.paragraph}>{facts.description}</Text>}
        {facts.schedule && (
          <View>
            <Text style={styles.heading}>Unit schedule</Text>
            <Schedule columns={facts.schedule.columns} rows={facts.schedule.rows} />
          </View>
        )}
        <View wrap={false}>
          <Text style={styles.heading}>Features and parking</Text>
          <View style={styles.list}>
            {facts.features.map((feature) => (
              <Text key={feature} style={styles.item}>
                • {feature}
              </Text>
            ))}
          </View>
          <Facts pairs={facts.parking} />
        </View>
        {source.map && (
          <View wrap={false}>
            <Text style={styles.heading}>Location</Text>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image draws into the PDF and takes no alt text */}
            <Image style={styles.map} src={source.map} />
            <Text style={styles.mapNote}>{facts.address}. Map data: Natural Earth.</Text>
          </View>
        )}
        <View wrap={false}>
          <Text style={styles.heading}>Speak to the broker</Text>
          <View style={styles.brokers}>
            {facts.brokers.map((broker) => (
              <View key={broker.key} style={styles.broker}>
                <Text style={styles.brokerName}>{broker.name}</Text>
                <Text>{broker.title}</Text>
                <Text>{broker.phone}</Text>
                <Link src={`mailto:${broker.email}`} style={styles.link}>
                  {broker.email}
                </Link>
              </View>
            ))}
          </View>
        </View>
        <View style={styles.footer} fixed>
          {source.disclaimer !== '' && <Text>{source.disclaimer}</Text>}
          <Link src={facts.url} style={styles.link}>
            {facts.url}
          </Link>
        </View>
      </Page>
    </Document>
  );
}
