reset
$D0 << EOD
0 0 -1.5801953691238284 "0.33"
0 1 -1.98934760063936 "0.25"
EOD
$D1 << EOD
0 0 -1.715374300468406 "0.30"
0 1 -2.112985413712398 "0.23"
EOD
$D2 << EOD
0 0 -1.883459732855056 "0.27"
0 1 -2.1959653887209174 "0.22"
EOD
$D3 << EOD
0 0 -2.986736725268534 "0.13"
0 1 -3.311350750426107 "0.10"
EOD
$D4 << EOD
0 0 -1.7849152337214833 "0.29"
0 1 -2.145308907594358 "0.23"
EOD
$D5 << EOD
0 0 -2.1476157100097963 "0.23"
0 1 -2.654570516392332 "0.16"
EOD
$D6 << EOD
0 0 -1.2028417321228122 "0.43"
0 1 -1.9000581562072258 "0.27"
EOD
$D7 << EOD
0 0 -2.4921037328832494 "0.18"
0 1 -2.7080706135974726 "0.15"
EOD
set terminal pngcairo noenhanced size 1080,820 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-3.311350750426107:3.311350750426107]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "czmq TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,820 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 3,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "workers"
set cbrange [-3.311350750426107:3.311350750426107]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "czmq TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "nanomsg TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "nng TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D6 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D6 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D7 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D7 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
