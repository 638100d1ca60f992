reset
$D0 << EOD
0 0 -1.4993131646075597 "0.35"
0 1 -1.6237720600627774 "0.32"
EOD
$D1 << EOD
0 0 -1.498291823301185 "0.35"
0 1 -1.7544598215387228 "0.30"
EOD
$D2 << EOD
0 0 -1.4356097796077665 "0.37"
0 1 -1.9975437716093702 "0.25"
EOD
$D3 << EOD
0 0 -2.347248321208902 "0.20"
0 1 -4.0 "0.05"
EOD
$D4 << EOD
0 0 -1.6976079034792977 "0.31"
0 1 -2.085424511645598 "0.24"
EOD
$D5 << EOD
0 0 -2.5249074028172274 "0.17"
0 1 -3.298756153055827 "0.10"
EOD
$D6 << EOD
0 0 -0.7378064548209589 "0.60"
0 1 -1.4041599434131868 "0.38"
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
set ylabel "clients (worker processes)"
set cbrange [-4.0:4.0]
set cbtics ("0.06" -4.0, "0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0, "16.0" 4.0) font ',8'
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
set ylabel "clients (worker processes)"
set cbrange [-4.0:4.0]
set cbtics ("0.06" -4.0, "0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0, "16.0" 4.0) font ',8'
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
unset multiplot
set output
