reset
$D0 << EOD
0 0 0.4939403044783644 "1.41"
0 1 0.9731927738571198 "1.96"
1 0 0.24356544765954127 "1.18"
1 1 1.4319913855632906 "2.70"
EOD
$D1 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D2 << EOD
0 0 0.967595697964238 "1.96"
0 1 1.5703141004175454 "2.97"
1 0 0.9522578151013049 "1.93"
1 1 1.838903192977992 "3.58"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_nng_broker.png"
set multiplot layout 1,2 title "zmq ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.838903192977992:1.838903192977992]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_nng_broker.svg"
set multiplot layout 1,2 title "zmq ÷ nng, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.838903192977992:1.838903192977992]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
