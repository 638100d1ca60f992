reset
$D0 << EOD
0 0 -1.3832570235212653 "0.38"
0 1 -1.4310217269708374 "0.37"
EOD
$D1 << EOD
0 0 -1.6687584233728838 "0.31"
0 1 -1.8691669057257243 "0.27"
EOD
$D2 << EOD
0 0 -2.5590358224027905 "0.17"
0 1 -3.094206100960659 "0.12"
EOD
$D3 << EOD
0 0 -0.6774405393443159 "0.63"
0 1 -1.384351877552982 "0.38"
EOD
$D4 << EOD
0 0 -2.178636638195171 "0.22"
0 1 -2.5216419724515142 "0.17"
EOD
$D5 << EOD
0 0 -2.389745675364557 "0.19"
0 1 -2.761449615887716 "0.15"
EOD
set terminal pngcairo noenhanced size 1080,560 font 'sans,10'
set output "heat_fraction_of_raw_broker.png"
set multiplot layout 2,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-3.094206100960659:3.094206100960659]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq@acks TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 1080,560 dynamic font 'sans,10' background '#ffffff'
set output "heat_fraction_of_raw_broker.svg"
set multiplot layout 2,3 title "Fraction of the raw-socket floor, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:0.5]
set yrange [-0.5:1.5]
set xtics ("1 KiB" 0) font ',8'
set ytics ("8" 0, "64" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-3.094206100960659:3.094206100960659]
set cbtics ("0.12" -3.0, "0.25" -2.0, "0.50" -1.0, "1.00" 0.0, "2.00" 1.0, "4.00" 2.0, "8.00" 3.0) font ',8'
set cblabel "library / raw round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "zmq TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "nats TCP" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8'
set title "redis TCP" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
set title "mqtt TCP" font ',11'
plot $D3 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D3 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq TCP" font ',11'
plot $D4 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D4 using 1:($2+0.12):4 with labels font ',8'
set title "rabbitmq@acks TCP" font ',11'
plot $D5 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D5 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
